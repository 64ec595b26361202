import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** The portal root of an antd overlay: what focus must stay in and what axe checks. */
const OVERLAY_ROOT = '.ant-drawer, .ant-modal-wrap, .ant-popover, .ant-popconfirm';
const SCOPE_ATTRIBUTE = 'data-overlay-under-test';

/** How a checked overlay answers Escape: it closes, or (unsaved changes) a confirmation opens first. */
export type EscapeAnswer = 'closes' | { confirms: Locator };

export interface OverlayCheck {
  /** Names the overlay in the problems found. */
  name: string;
  /** The control a person clicks (or presses Enter on) to open it; focus returns to it after Escape. */
  opener: Locator;
  /** An element inside the open overlay (its test id), found once it has opened. */
  overlay: Locator;
  escape?: EscapeAnswer;
  /** The key that opens it from the focused opener (Enter unless said). */
  key?: string;
  /** Opens it some other way than a key on the opener (e.g. a double-click on a row). */
  open?: () => Promise<void>;
  /** A non-modal popover (antd's): focus stays on its opener (aria-expanded) instead of moving in. */
  popover?: boolean;
  /** Where antd gives focus back elsewhere by design (recorded in the report), the focus check is skipped. */
  focusReturns?: boolean;
  /** More checks inside the open overlay (e.g. axe on each of its tabs, see axeInside); returns the problems found. */
  inside?: () => Promise<string[]>;
  /** Changes something in it before Escape (with `escape: { confirms }`: the unsaved change Escape asks about). */
  edit?: () => Promise<void>;
}

async function markRoot(overlay: Locator): Promise<boolean> {
  return overlay.evaluate(
    (element, [selector, attribute]) => {
      document.querySelectorAll(`[${attribute}]`).forEach((old) => old.removeAttribute(attribute));
      const root = element.closest(selector);
      root?.setAttribute(attribute, '');
      return root !== null;
    },
    [OVERLAY_ROOT, SCOPE_ATTRIBUTE] as const,
  );
}

/** Serious or critical WCAG 2.1 A/AA violations inside the overlay under check (axe scoped to it). */
export async function axeInside(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(`[${SCOPE_ATTRIBUTE}]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? ''})`).join(', ')}`);
}

const focusInsideMarked = (page: Page) =>
  page.evaluate((attribute) => {
    const root = document.querySelector(`[${attribute}]`);
    return root !== null && document.activeElement !== null && root.contains(document.activeElement);
  }, SCOPE_ATTRIBUTE);

const focusOn = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

async function waitFor(check: () => Promise<boolean>, timeout: number): Promise<boolean> {
  const until = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}.${Array.from(element.classList).join('.')}`;
  });

/**
 * Opens the overlay, checks it (axe, focus moved in), presses Escape and checks that it closes (or asks first, then
 * closes when the question is confirmed) and that focus is back on the opener. Returns the problems found, so that one
 * run lists all of them; the overlay is closed at the end even when Escape failed.
 */
export async function checkOverlay(page: Page, check: OverlayCheck): Promise<string[]> {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${check.name}: ${text}`);
  if (check.open) await check.open();
  else {
    // From the keyboard, as a person without a mouse opens it.
    await check.opener.focus();
    await page.keyboard.press(check.key ?? 'Enter');
  }
  await check.overlay.waitFor();
  if (!(await markRoot(check.overlay))) {
    say('no antd overlay root around it');
    return problems;
  }
  if (check.popover) {
    if (!(await focusOn(check.opener))) say(`focus left the popover's opener (on ${await describeFocus(page)})`);
  } else if (!(await waitFor(() => focusInsideMarked(page), 2_000))) say(`focus did not move into it (on ${await describeFocus(page)})`);
  for (const violation of await axeInside(page)) say(`axe ${violation}`);
  if (check.inside) for (const problem of await check.inside()) say(problem);
  if (check.edit) await check.edit();
  await page.keyboard.press('Escape');
  const escape = check.escape ?? 'closes';
  if (escape !== 'closes') {
    if (await waitFor(() => escape.confirms.isVisible(), 3_000)) {
      // The question is a dialog of its own: checked as one before it is answered.
      await markRoot(escape.confirms);
      if (!(await waitFor(() => focusInsideMarked(page), 2_000))) say(`focus did not move into the confirmation (on ${await describeFocus(page)})`);
      for (const violation of await axeInside(page)) say(`confirmation: axe ${violation}`);
      await escape.confirms.click();
    } else say('Escape with unsaved changes did not ask to confirm');
  }
  const closed = await waitFor(async () => !(await check.overlay.isVisible()), 3_000);
  if (!closed) {
    say('Escape did not close it');
    const closeButton = await page.evaluate((attribute) => {
      const button = document.querySelector<HTMLElement>(`[${attribute}] .ant-drawer-close, [${attribute}] .ant-modal-close`);
      button?.click();
      return button !== null;
    }, SCOPE_ATTRIBUTE);
    // A popover has no close button: its opener toggles it.
    if (!closeButton) await check.opener.click();
    await check.overlay.waitFor({ state: 'hidden' });
  } else if (check.focusReturns !== false && !(await waitFor(() => focusOn(check.opener), 2_000))) {
    say(`focus did not return to the opener (on ${await describeFocus(page)})`);
  }
  return problems;
}
