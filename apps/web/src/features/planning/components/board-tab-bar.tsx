import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

interface BoardTabBarProps {
  /** What antd's Tabs gives its tab bar (`renderTabBar`): the panels' ids are `${id}-panel-${key}`. */
  id: string;
  activeKey: string;
  /** After the tabs, inside the bar (the pending changes' actions). */
  extra?: ReactNode;
  style?: CSSProperties;
  onTabClick: (key: string, event: MouseEvent | KeyboardEvent) => void;
  tabs: readonly { key: string; label: ReactNode }[];
  /** Beside the tab list, not inside it: a tab list may hold only tabs (axe aria-required-children). */
  children?: ReactNode;
}

/**
 * The board's tab list in antd's markup and classes (its look, roles, ids and keys: arrows, Home and End move the
 * focus, Enter and Space open), without antd's measuring: its bar reads every tab's size in a layout effect and
 * renders again to place the ink bar, which forced a layout of the whole board, rows included, on the way to the
 * first rows (issue 19, docs/performance-history.md). The board's four short tabs fit at 1280 px in every language
 * (planning-daily-use.test.ts), so no "more" menu; the ink bar is drawn under the active tab by CSS.
 */
export function BoardTabBar({ id, activeKey, extra, style, onTabClick, tabs, children }: BoardTabBarProps) {
  const list = useRef<HTMLDivElement>(null);
  const focusTab = (index: number) => list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  // Save all and Discard all leave the line once the changes are saved or dropped: the focus they had would fall to
  // the page's body (a keyboard user starting over from the top), so it goes to the open tab beside them.
  const hasExtra = Boolean(extra);
  const hadExtra = useRef(hasExtra);
  useLayoutEffect(() => {
    const lost = hadExtra.current && !hasExtra && (document.activeElement === null || document.activeElement === document.body);
    hadExtra.current = hasExtra;
    if (lost) list.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [hasExtra]);
  const onKeyDown = (event: KeyboardEvent, index: number, key: string) => {
    const last = tabs.length - 1;
    if (event.key === 'ArrowRight') focusTab(index === last ? 0 : index + 1);
    else if (event.key === 'ArrowLeft') focusTab(index === 0 ? last : index - 1);
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(last);
    else if (event.key === 'Enter' || event.key === ' ') onTabClick(key, event);
    else return;
    event.preventDefault();
  };
  return (
    <div className="pg-tab-line">
      <div className="ant-tabs-nav" style={style}>
        <div className="ant-tabs-nav-wrap">
          {/* The list, not antd's whole nav, is the tab list: the extra content (Save all, the read-only tag) is no tab. */}
          <div role="tablist" aria-orientation="horizontal" className="ant-tabs-nav-list" ref={list}>
            {tabs.map((tab, index) => {
              const active = tab.key === activeKey;
              return (
                <div key={tab.key} data-node-key={tab.key} className={`ant-tabs-tab${active ? ' ant-tabs-tab-active' : ''}`} onClick={(event) => onTabClick(tab.key, event)}>
                  <div
                    role="tab"
                    aria-selected={active}
                    className="ant-tabs-tab-btn"
                    tabIndex={active ? 0 : -1}
                    id={`${id}-tab-${tab.key}`}
                    aria-controls={`${id}-panel-${tab.key}`}
                    onKeyDown={(event) => onKeyDown(event, index, tab.key)}
                  >
                    {tab.label}
                  </div>
                  {active ? <div className="ant-tabs-ink-bar pg-tab-ink" /> : null}
                </div>
              );
            })}
          </div>
        </div>
        {extra ? <div className="ant-tabs-extra-content">{extra}</div> : null}
      </div>
      {children}
    </div>
  );
}
