import { describe, expect, it } from 'vitest';
import { MESSAGE_TOP, MIN_LANE, NOTIFICATION_TOP, messageLane, notificationLane } from './toast-lanes';

/** A right drawer of `size` px in a window `width` wide, its header ending at 57 px. */
const rightDrawer = (width: number, size: number) => ({ start: width - size, end: width, top: 0, headerEnd: 57 });
/** A dialog of `size` px centred in a window `width` wide, at `top`, with a 56 px header. */
const dialog = (width: number, size: number, top = 100) => ({ start: (width - size) / 2, end: (width + size) / 2, top, headerEnd: top + 56 });

describe('messageLane', () => {
  it("leaves the messages in antd's place while no overlay reaches into their band (a dialog at antd's 100 px)", () => {
    expect(messageLane(1280, [])).toBeNull();
    expect(messageLane(1280, [dialog(1280, 520)])).toBeNull();
  });

  it('puts them beside an open drawer, as wide as the page it leaves (a long message wraps there)', () => {
    // The order drawer (750 px) on the right at 1280 and 1600 px; a filter drawer (600 px) on the left.
    expect(messageLane(1280, [rightDrawer(1280, 750)])).toEqual({ centre: 265, width: 530, shift: 0 });
    expect(messageLane(1600, [rightDrawer(1600, 750)])).toEqual({ centre: 425, width: 850, shift: 0 });
    expect(messageLane(1280, [{ start: 0, end: 600, top: 0, headerEnd: 57 }])).toEqual({ centre: 940, width: 680, shift: 0 });
  });

  it('takes the widest stretch that a drawer and a dialog high in the window leave, if wide enough', () => {
    // At 1600 px: 0–200, 420–920 (the widest) and nothing right of the drawer.
    const high = { start: 200, end: 420, top: 40, headerEnd: 96 };
    expect(messageLane(1600, [rightDrawer(1600, 680), high])).toEqual({ centre: 670, width: 500, shift: 0 });
    // At 1280 px the widest (420–600) is under MIN_LANE: across the window, below the headers.
    expect(600 - 420).toBeLessThan(MIN_LANE);
    expect(messageLane(1280, [rightDrawer(1280, 680), high])).toEqual({ centre: 640, width: 1280, shift: 96 + 8 - MESSAGE_TOP });
  });

  it('comes below the header of a centred dialog too wide to pass (1100 px at 1280 px)', () => {
    expect(messageLane(1280, [dialog(1280, 1100, 30)])).toEqual({ centre: 640, width: 1280, shift: 30 + 56 + 8 - MESSAGE_TOP });
  });
});

describe('notificationLane', () => {
  it('leaves the notifications where they are beside a drawer (its header ends above them) or a dialog clear of them', () => {
    expect(notificationLane(1280, [rightDrawer(1280, 750)])).toBeNull();
    expect(notificationLane(1600, [dialog(1600, 640)])).toBeNull();
  });

  it('narrows them to the stretch right of a dialog whose close button they would cover (520 px at 1280, 900 px at 1600)', () => {
    expect(notificationLane(1280, [dialog(1280, 520)])).toEqual({ width: 380, shift: 0 });
    expect(notificationLane(1600, [dialog(1600, 900)])).toEqual({ width: 350, shift: 0 });
  });

  it('moves them below the header of a dialog too wide to pass (900 px at 1280 px)', () => {
    expect(notificationLane(1280, [dialog(1280, 900)])).toEqual({ width: 432, shift: 100 + 56 + 8 - NOTIFICATION_TOP });
  });
});
