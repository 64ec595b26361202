import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { SHOTS, shoot } from './screenshots';

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
  /** The field that must hold the focus once it has opened (a form dialog's first field), instead of its close button. */
  firstFocus?: Locator;
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

/** Serious or critical violations inside the overlay under check (axe scoped to it; axeViolations: the rules). */
export async function axeInside(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, `[${SCOPE_ATTRIBUTE}]`);
  return violations
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

/**
 * antd's dialog takes focus when its opening animation ends (its motion classes, `-appear`/`-enter`, go away then), after
 * a field's autoFocus: the field must hold focus once that has happened, not only for the animation's length.
 */
/**
 * Lets a closed overlay (dialog, popover, a select's list) leave antd's Escape stack. An overlay stays on top of that
 * stack (@rc-component/portal) until React renders the end of its closing animation, a moment after it is hidden: an
 * Escape pressed in between (the outer overlay's, right after a nested one closed) goes to the closed one and is lost.
 */
export async function overlayGone(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
}

async function firstFocusHeld(page: Page, field: Locator): Promise<boolean> {
  const animating = () => page.evaluate((attribute) => document.querySelector(`[${attribute}] [class*="-appear"], [${attribute}] [class*="-enter"], [${attribute}][class*="-appear"]`) !== null, SCOPE_ATTRIBUTE);
  await waitFor(async () => !(await animating()), 2_000);
  await new Promise((resolve) => setTimeout(resolve, 150));
  return focusOn(field);
}

/** A date picker's calendar or a select's list that is open: a field given the focus must not open one by itself. */
export const popupsOpen = (page: Page) =>
  page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden), .ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ visible: true }).count();

const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}.${Array.from(element.classList).join('.')}`;
  });

/**
 * Every Tab stop of the open drawer or dialog is a control a person sees (each is given the focus in turn, in the page,
 * as a control may show itself only then: a date picker's clear button), and Tab from its last control goes round to
 * its first, Shift+Tab from its first to its last. Tab from the last left the page for a stop on nothing (the browser's
 * own controls; the page's body in a headless Chromium) before antd's focus lock caught the next Tab; a select's clear
 * button took the focus unseen. The focus is put back where it was. Popovers and popconfirms hold no focus: not checked.
 */
async function tabStopsInside(page: Page): Promise<string[]> {
  const stops = await page.evaluate(async (attribute) => {
    const root = document.querySelector<HTMLElement>(`[${attribute}]`);
    if (!root?.matches('.ant-drawer, .ant-modal-wrap')) return null;
    const start = document.activeElement;
    const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';
    // A radio group is one stop: its chosen radio, or its first while none is chosen.
    const radioStop = (radio: HTMLInputElement) => radio.checked || !root.querySelector(`input[type="radio"][name="${CSS.escape(radio.name)}"]:checked`) && root.querySelector(`input[type="radio"][name="${CSS.escape(radio.name)}"]`) === radio;
    const all = Array.from(root.querySelectorAll<HTMLElement>(focusable)).filter(
      (element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility({ visibilityProperty: true }) && !(element instanceof HTMLInputElement && element.type === 'radio' && !radioStop(element)),
    );
    const unseen: string[] = [];
    for (const element of all) {
      element.focus({ preventScroll: true });
      // A macrotask: React has rendered what the focus changed (antd's focused classes).
      await new Promise((resolve) => setTimeout(resolve, 0));
      // antd draws a radio's or a checkbox's box next to its transparent input.
      const shown = element.matches('input[type="radio"], input[type="checkbox"]') ? element.parentElement! : element;
      const box = shown.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || !shown.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || element.closest('[aria-hidden="true"]')) {
        unseen.push(`${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}${element.getAttribute('aria-label') ? `[aria-label=${element.getAttribute('aria-label')}]` : ''}`);
      }
    }
    const ends = window as unknown as { overlayTabEnds?: { start: Element | null; first?: HTMLElement; last?: HTMLElement } };
    ends.overlayTabEnds = { start, first: all[0], last: all.at(-1) };
    all.at(-1)?.focus();
    return { unseen, count: all.length };
  }, SCOPE_ATTRIBUTE);
  if (stops === null) return [];
  const found = stops.unseen.map((name) => `an invisible stop: ${name}`);
  const focused = (end: 'first' | 'last') =>
    page.evaluate((end) => {
      const active = document.activeElement;
      const ends = (window as unknown as { overlayTabEnds: Record<string, Element | undefined> }).overlayTabEnds;
      if (active === ends[end]) return '';
      return !active || active === document.body ? 'a stop on nothing (the focus left the page)' : `${active.tagName.toLowerCase()}.${Array.from(active.classList).join('.')}`;
    }, end);
  if (stops.count > 0) {
    await page.keyboard.press('Tab');
    const first = await focused('first');
    if (first) found.push(`from its last control to ${first} instead of its first`);
    else {
      await page.keyboard.press('Shift+Tab');
      const last = await focused('last');
      if (last) found.push(`Shift+Tab from its first control to ${last} instead of its last`);
    }
  }
  await page.evaluate(() => {
    const ends = window as unknown as { overlayTabEnds?: { start: Element | null } };
    if (ends.overlayTabEnds?.start instanceof HTMLElement) ends.overlayTabEnds.start.focus();
    delete ends.overlayTabEnds;
  });
  return found.map((problem) => `Tab: ${problem}`);
}

/**
 * What the window hides or cuts in the overlay under check: its panel (with its footer's buttons) past the window's
 * edge, buttons and fields past the panel's own edge (a row of buttons too wide for a dialog), tabs that do not fit
 * their bar, and buttons, labels, choices, tabs, steps, titles and chosen values narrower than their text, unless a
 * title (a tooltip) gives the whole text (a field's value: even then).
 */
export async function layoutInside(page: Page): Promise<string[]> {
  return page.evaluate((attribute) => {
    const root = document.querySelector(`[${attribute}]`);
    if (!root) return [];
    const found: string[] = [];
    // antd 6's panels; a dialog's root (.ant-modal-wrap) covers the whole window whatever its panel's size.
    const panel = root.querySelector('.ant-modal-container, .ant-drawer-content-wrapper, .ant-popover-container') ?? root;
    const box = panel.getBoundingClientRect();
    if (box.top < -0.5 || box.left < -0.5 || box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5) {
      found.push(`past the window's edge (${[box.left, box.top, box.right, box.bottom].map(Math.round).join(', ')} in ${innerWidth}×${innerHeight})`);
    }
    // A box between a control and the panel that scrolls or clips sideways (a wide table) hides it by design.
    const scrolledInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== panel; parent = parent.parentElement) if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    for (const control of Array.from(root.querySelectorAll<HTMLElement>('.ant-btn, .ant-input, .ant-select, .ant-picker'))) {
      const edges = control.getBoundingClientRect();
      if (edges.width === 0 || (edges.left >= box.left - 0.5 && edges.right <= box.right + 0.5) || scrolledInside(control)) continue;
      found.push(`past its panel's edge: "${(control.textContent || control.getAttribute('aria-label') || control.className.split(' ')[0]).trim()}"`);
    }
    const moreTabs = Array.from(root.querySelectorAll('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)')).filter((more) => more.getBoundingClientRect().width > 0);
    if (moreTabs.length > 0) found.push("tabs hidden behind antd's more menu");
    const texts = '.ant-btn, .ant-form-item-label > label, .ant-radio-wrapper, .ant-checkbox-wrapper, .ant-tabs-tab-btn, .ant-steps-item-title, .ant-modal-title, .ant-drawer-title, .ant-popover-title, .ant-select-content, .ant-select-selection-item, .ant-picker-input > input';
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(texts))) {
      // A field's value counts even with a tooltip: the field is too narrow for what it holds.
      const field = element.matches('.ant-select-content, .ant-select-selection-item, input');
      if (element.clientWidth === 0 || (element.closest('[title]') && !field)) continue;
      // An input's text past its edge adds a single pixel to its scroll width; elsewhere a pixel is rounding.
      if (element.scrollWidth > element.clientWidth + (element instanceof HTMLInputElement ? 0 : 1)) found.push(`cut: "${(element instanceof HTMLInputElement ? element.value : (element.textContent ?? '')).trim()}" (${element.className.split(' ')[0] || element.tagName.toLowerCase()})`);
    }
    return found;
  }, SCOPE_ATTRIBUTE);
}

/**
 * With E2E_SCREENSHOTS, the open overlay at both sizes as `overlay-<page's language>-<name>`; the page gets its size
 * back after, so the checks run as without pictures. Nothing happens without E2E_SCREENSHOTS.
 */
export async function shootOverlay(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize();
  const language = await page.evaluate(() => document.documentElement.lang);
  await shoot(page, `overlay-${language}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`);
  if (size) await page.setViewportSize(size);
}

/**
 * Opens the overlay, checks it (axe, focus moved in, its Tab stops), presses Escape and checks that it closes (or asks
 * first, then closes when the question is confirmed) and that focus is back on the opener. Returns the problems found,
 * so that one run lists all of them; the overlay is closed at the end even when Escape failed.
 */
export async function checkOverlay(page: Page, check: OverlayCheck): Promise<string[]> {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${check.name}: ${text}`);
  // Checked inside another overlay's check (a confirmation over a drawer): that one is under check again after it.
  const outer = await page.evaluateHandle((attribute) => document.querySelector(`[${attribute}]`), SCOPE_ATTRIBUTE);
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
  else if (check.firstFocus && !(await firstFocusHeld(page, check.firstFocus))) say(`focus is not on its first field (on ${await describeFocus(page)})`);
  else if (check.firstFocus && (await popupsOpen(page)) > 0) say('the focus on its first field opened a calendar or a list');
  for (const violation of await axeInside(page)) say(`axe ${violation}`);
  for (const problem of await layoutInside(page)) say(problem);
  for (const problem of await tabStopsInside(page)) say(problem);
  await shootOverlay(page, check.name);
  if (check.inside) for (const problem of await check.inside()) say(problem);
  if (check.edit) await check.edit();
  await page.keyboard.press('Escape');
  const escape = check.escape ?? 'closes';
  if (escape !== 'closes') {
    if (await waitFor(() => escape.confirms.isVisible(), 3_000)) {
      // The question is a dialog of its own: checked as one before it is answered.
      await markRoot(escape.confirms);
      await shootOverlay(page, `${check.name} confirmation`);
      if (!(await waitFor(() => focusInsideMarked(page), 2_000))) say(`focus did not move into the confirmation (on ${await describeFocus(page)})`);
      for (const violation of await axeInside(page)) say(`confirmation: axe ${violation}`);
      for (const problem of await layoutInside(page)) say(`confirmation: ${problem}`);
      for (const problem of await tabStopsInside(page)) say(`confirmation: ${problem}`);
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
  await overlayGone(page);
  await outer.evaluate((root, attribute) => root?.setAttribute(attribute, ''), SCOPE_ATTRIBUTE);
  return problems;
}

/**
 * An order drawer's title tag (DrawerLockTag): its text, kind and reason, the tooltip shown while the tag has the
 * keyboard's focus. Focus then moves on, as a keyboard user's would: the tooltip closes and uncovers the tabs below.
 */
export async function drawerLockTag(page: Page, tag: Locator) {
  await tag.focus();
  const tooltip = page.locator('.ant-tooltip').filter({ visible: true });
  await tooltip.waitFor();
  const shown = { text: (await tag.innerText()).trim(), lock: await tag.getAttribute('data-lock'), reason: (await tooltip.innerText()).trim() };
  await tag.blur();
  await tooltip.waitFor({ state: 'hidden' });
  return shown;
}
