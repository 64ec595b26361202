import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusIfLost } from './focus-if-lost';

const control = () => ({ focus: vi.fn() }) as unknown as HTMLElement & { focus: ReturnType<typeof vi.fn> };
const body = { closest: () => null };
const inDialog = { closest: (selector: string) => (selector === '.ant-modal-wrap' ? {} : null) };

afterEach(() => vi.unstubAllGlobals());

describe('focusIfLost', () => {
  it('moves focus to the target when it was left on the body or nowhere', () => {
    const target = control();
    vi.stubGlobal('document', { body, activeElement: body });
    focusIfLost(target);
    vi.stubGlobal('document', { body, activeElement: null });
    focusIfLost(target);
    expect(target.focus).toHaveBeenCalledTimes(2);
  });

  it("moves focus to the target from the closing confirmation's button, which is about to go", () => {
    const target = control();
    vi.stubGlobal('document', { body, activeElement: inDialog });
    focusIfLost(target);
    expect(target.focus).toHaveBeenCalledOnce();
  });

  it('leaves focus where the user has put it', () => {
    const target = control();
    vi.stubGlobal('document', { body, activeElement: { closest: () => null } });
    focusIfLost(target);
    expect(target.focus).not.toHaveBeenCalled();
  });
});
