import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Overlays that float by design (drawers, dialogs, popups, messages): not fixed controls over the page. */
const OVERLAYS = '.ant-drawer, .ant-modal-root, .ant-modal-wrap, .ant-popover, .ant-tooltip, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-message, .ant-notification, .ant-image-preview-root';

/**
 * Controls that sit in fixed-position (floating) containers and overlap another visible control on the
 * page, compared by bounding boxes, as "fixed control test id or text → covered control".
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate((overlays) => {
    const interactive = 'button, a[href], input, select, textarea, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"]), .ant-pagination-item, .ant-pagination-prev, .ant-pagination-next';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    };
    const fixedAncestor = (el: Element): Element | null => {
      for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return e;
      return null;
    };
    const name = (el: Element) => el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40) ?? el.tagName;
    const all = Array.from(document.querySelectorAll(interactive)).filter((el) => visible(el) && !el.closest(overlays));
    const floating = all.filter((el) => fixedAncestor(el) !== null);
    const rest = all.filter((el) => fixedAncestor(el) === null);
    const found: string[] = [];
    for (const f of floating) {
      const a = f.getBoundingClientRect();
      for (const other of rest) {
        if (f.contains(other) || other.contains(f)) continue;
        const b = other.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) found.push(`${name(f)} → ${name(other)}`);
      }
    }
    return found;
  }, OVERLAYS);
}

/** Technician rows of the planning board wholly on screen (inside both the window and the board's scrolling body). */
export async function fullyVisibleGridRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const body = document.querySelector('[data-testid="planning-rows"]');
    if (!body) return 0;
    const box = body.getBoundingClientRect();
    const top = Math.max(0, box.top);
    const bottom = Math.min(innerHeight, box.bottom);
    return Array.from(document.querySelectorAll('[data-testid="planning-row"]')).filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
    }).length;
  });
}

/** Side-menu entries whose text does not fit (cut off or hidden by an ellipsis); none while the menu is folded to its icons. */
export async function cutMenuEntries(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="side-menu"] .ant-menu:not(.ant-menu-inline-collapsed) :is(.ant-menu-title-content, [data-testid^="menu-group-"])')
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => {
          // A group's title also must end before its arrow (a title that does not wrap runs under it).
          const arrow = n.parentElement?.querySelector('.ant-menu-submenu-arrow');
          const underArrow = arrow ? n.getBoundingClientRect().right > arrow.getBoundingClientRect().left + 1 : false;
          return underArrow || n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1;
        })
        .map((n) => (n.textContent ?? '').trim()),
    );
}

/**
 * Columns of the screen's tables that cannot be brought into view: each cell of the first body row is
 * scrolled into view horizontally, then must be what the page shows at its centre (not hidden under a
 * fixed column or off the table). Returns "table test id: column header".
 */
export async function unreachableColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of Array.from(document.querySelectorAll('.ant-table-wrapper'))) {
      if (table.closest('.ant-drawer, .ant-modal-root')) continue;
      const row = table.querySelector('tbody tr.ant-table-row');
      if (!row) continue;
      const headers = Array.from(table.querySelectorAll('thead th')).filter((th) => !th.classList.contains('ant-table-cell-scrollbar'));
      Array.from(row.children).forEach((cell, index) => {
        if ((cell as HTMLElement).offsetWidth === 0) return;
        // Centred, so neither fixed column (left or right) can cover it.
        cell.scrollIntoView({ block: 'center', inline: 'center' });
        const r = cell.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10));
        if (!hit || !cell.contains(hit)) found.push(`${table.querySelector('[data-testid]')?.getAttribute('data-testid') ?? 'table'}: ${(headers[index]?.textContent ?? String(index)).trim()}`);
      });
    }
    window.scrollTo(0, 0);
    return found;
  });
}

/** Test ids of the screen's tables whose rows are wider than the table's visible part (they scroll sideways). */
export async function sidewaysScrollingTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.ant-table-wrapper'))
      .filter((table) => !table.closest('.ant-drawer, .ant-modal-root'))
      .filter((table) => Array.from(table.querySelectorAll('.ant-table-body, .ant-table-content')).some((region) => region.scrollWidth > region.clientWidth + 1))
      .map((table) => table.querySelector('[data-testid]')?.getAttribute('data-testid') ?? 'table'),
  );
}

/** Whether the element is wholly inside the window and is what the window shows at its centre (not covered or clipped). */
export async function fullyInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
    // Inside every scrolling ancestor too, not merely inside the window.
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const p = parent.getBoundingClientRect();
      if (getComputedStyle(parent).overflowX !== 'visible' && (r.left < p.left - 0.5 || r.right > p.right + 0.5)) return false;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
}

/**
 * The planning header's chips that are cut: past the strip's edge, or narrower than their text. Only the date
 * chip may give way (it ends in "…" with its full text as title) once every team chip is folded.
 */
export async function cutFilterChips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strip = document.querySelector('[data-testid="planning-filter-chips"]');
    if (!strip) return [];
    const edge = strip.getBoundingClientRect().right + 1;
    return Array.from(strip.querySelectorAll<HTMLElement>('[data-testid^="planning-chip-"]'))
      .filter((chip) => {
        const cut = chip.getBoundingClientRect().right > edge || chip.scrollWidth > chip.clientWidth + 1;
        return cut && !(chip.dataset.testid === 'planning-chip-date' && chip.title !== '');
      })
      .map((chip) => `${chip.dataset.testid} "${chip.textContent ?? ''}"`);
  });
}

/** Opens the side menu if it is folded, and moves the pointer off the toggle so its tooltip goes. */
export async function openSideMenu(page: Page) {
  const toggle = page.getByTestId('menu-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await page.mouse.move(1, 700);
}

/**
 * Scrolls the table fully right and says what the page then shows: whether the first row's key cell (the cell
 * holding `keySelector`) and its last cell are what the window shows at their centres, and whether a sideways
 * scroll bar is on screen: antd's sticky one at the window's bottom while the table runs on below the window,
 * else the table's own at its end, then on screen too (headless Chromium does not draw it).
 */
export async function scrolledFullyRight(page: Page, tableTestId: string, keySelector: string) {
  return page.getByTestId(tableTestId).evaluate((root, key) => {
    const wrapper = root.closest('.ant-table-wrapper') ?? root;
    const body = wrapper.querySelector<HTMLElement>('.ant-table-body, .ant-table-content')!;
    body.scrollLeft = body.scrollWidth;
    const shows = (cell: Element) => {
      const r = cell.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && cell.contains(hit);
    };
    const row = wrapper.querySelector('tbody tr.ant-table-row')!;
    const bar = wrapper.querySelector('.ant-table-sticky-scroll-bar')?.getBoundingClientRect();
    const tableRunsOnBelow = body.getBoundingClientRect().bottom > innerHeight;
    return {
      scrolledToEnd: body.scrollLeft > 0 && body.scrollLeft + body.clientWidth >= body.scrollWidth - 1,
      keyCellShown: shows(row.querySelector(key)!.closest('td')!),
      lastCellShown: shows(row.lastElementChild!),
      tableRunsOnBelow,
      scrollBarOnScreen: tableRunsOnBelow ? bar !== undefined && bar.width > 0 && bar.top >= 0 && bar.bottom <= innerHeight : true,
    };
  }, keySelector);
}

/** Cut (ellipsis) cells of the table's rows, and those of them whose title is not their whole text. */
export async function cutCells(page: Page, rowTestId: string): Promise<{ cut: number; untitled: string[] }> {
  return page.getByTestId(rowTestId).locator('td.ant-table-cell-ellipsis').evaluateAll((cells) => {
    const cut = cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1);
    return { cut: cut.length, untitled: cut.filter((cell) => cell.getAttribute('title') !== cell.textContent).map((cell) => cell.textContent ?? '') };
  });
}

/**
 * Visible tags whose text breaks inside a word: more lines than the text has places to break (spaces, and after
 * "/" or "-"), as "tag text". A tag may wrap between words in a narrow column, never mid-word.
 */
export async function tagsBrokenInsideWords(page: Page): Promise<string[]> {
  return page.locator('.ant-tag').evaluateAll((tags) =>
    tags
      .filter((tag) => tag.getBoundingClientRect().width > 0 && !tag.closest('.ant-drawer, .ant-modal-root'))
      .filter((tag) => {
        // Lines of the tag's text only (an icon beside it sits at another height), rows more than half a line apart.
        const tops: number[] = [];
        const walker = document.createTreeWalker(tag, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) if (r.width > 0 && tops.every((top) => Math.abs(top - r.top) > r.height / 2)) tops.push(r.top);
        }
        const lines = tops.length;
        const breaks = ((tag.textContent ?? '').trim().match(/[\s/-]+(?=\S)/g) ?? []).length;
        return lines > breaks + 1;
      })
      .map((tag) => (tag.textContent ?? '').trim()),
  );
}

/**
 * Visible texts a browser without the reader's locale data writes instead of the language (Intl's English or root
 * locale): '10 minutes ago', '-10 min', 'Russia', '2026 M12', 'Sun'.
 */
export async function browserFallbackTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fallback = /^(-?\d+ (min|hr|day|sec)|\d+ (second|minute|hour|day)s? ago|in \d+ \w+|now|yesterday|Russia|Kazakhstan|Azerbaijan|Kyrgyzstan|\d{4} M\d{1,2}|(Mon|Tue|Wed|Thu|Fri|Sat|Sun))$/;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const box = node.parentElement?.getBoundingClientRect();
      if (box && box.width > 0 && fallback.test(text)) found.add(text);
    }
    return [...found];
  });
}

/**
 * Texts of the table's header and rows that do not fit their cells, as 'header "text"' or 'cell "text"': running past
 * the cell's edge (a date kept on one line) or with a word wider than the cell (broken over lines). A text cut by an
 * ellipsis does not count where its element (or cell) carries the whole text as its title.
 */
export async function unfitTableTexts(page: Page, tableTestId: string): Promise<string[]> {
  return page.getByTestId(tableTestId).evaluate((root) => {
    const wrapper = root.closest('.ant-table-wrapper') ?? root;
    const canvas = document.createElement('canvas').getContext('2d')!;
    const found = new Set<string>();
    const cells = Array.from(wrapper.querySelectorAll<HTMLElement>('thead th, tbody tr.ant-table-row td')).filter((cell) => cell.offsetWidth > 0 && !cell.classList.contains('ant-table-cell-scrollbar'));
    for (const cell of cells) {
      const style = getComputedStyle(cell);
      const box = cell.getBoundingClientRect();
      const [left, right] = [box.left + parseFloat(style.paddingLeft) - 1, box.right - parseFloat(style.paddingRight) + 1];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        const parent = node.parentElement!;
        if (text === '' || parent.getBoundingClientRect().width <= 1) continue;
        const titled = parent.closest<HTMLElement>('[title]');
        if (titled && cell.contains(titled) && getComputedStyle(titled).textOverflow === 'ellipsis' && titled.title === titled.textContent) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const shown = range.getBoundingClientRect();
        canvas.font = getComputedStyle(parent).font;
        // Words, and the parts of a hyphenated one (a line may break after its hyphen).
        const brokenWord = text.split(/\s+|(?<=-)/).some((word) => canvas.measureText(word).width > right - left);
        if (shown.left < left || shown.right > right || brokenWord) found.add(`${cell.tagName === 'TH' ? 'header' : 'cell'} "${text}"`);
      }
    }
    return [...found];
  });
}

/**
 * What the visible messages (antd's toasts) hide, as "message → what": an open drawer's header, or a button, link,
 * field or tab a user can reach there (what the page shows at its centre once the messages are out of the way: a control
 * under a drawer's mask is out of reach anyway); also a message past the window's edge or not announced (role status
 * or alert).
 */
export async function hiddenByMessages(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const name = (el: Element) => el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
    const lists = Array.from(document.querySelectorAll<HTMLElement>('.ant-message'));
    lists.forEach((list) => (list.style.visibility = 'hidden'));
    const reachable = Array.from(document.querySelectorAll('button, a[href], input, select, textarea, [role="tab"]')).filter((control) => {
      const r = control.getBoundingClientRect();
      const hit = r.width > 0 && r.height > 0 ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
      return hit !== null && (control.contains(hit) || hit.contains(control));
    });
    lists.forEach((list) => (list.style.visibility = ''));
    const headers = Array.from(document.querySelectorAll('.ant-drawer-open .ant-drawer-header'));
    const found: string[] = [];
    for (const notice of Array.from(document.querySelectorAll('.ant-message-notice')).filter((n) => n.getBoundingClientRect().height > 0)) {
      const box = notice.getBoundingClientRect();
      const text = (notice.textContent ?? '').trim();
      if (!['status', 'alert'].includes(notice.getAttribute('role') ?? '')) found.push(`${text}: not announced`);
      if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight) found.push(`${text}: past the window's edge`);
      for (const header of headers) if (overlap(box, header.getBoundingClientRect())) found.push(`${text} → drawer header "${(header.textContent ?? '').trim()}"`);
      for (const control of reachable) if (overlap(box, control.getBoundingClientRect())) found.push(`${text} → ${name(control)}`);
    }
    return found;
  });
}
