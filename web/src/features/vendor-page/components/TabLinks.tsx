import { type KeyboardEvent, useRef } from 'react';
import { Link as RouterLink } from 'react-router';

export interface TabLink {
  value: string;
  label: string;
  /** The tab's route, relative to the page. */
  to: string;
}

const ARROWS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * The vendor page's tabs: links that read as a tab list (the chosen one underlined, arrow keys move
 * between them). Plain elements, where MUI's Tabs measures the page for its indicator in the very
 * commit that first shows it: on a phone, that layout made the page's first render one long task.
 */
export function TabLinks({ tabs, value, label }: { tabs: readonly TabLink[]; value: string | false; label: string }) {
  const list = useRef<HTMLDivElement>(null);
  const focusable = tabs.some((tab) => tab.value === value) ? value : tabs[0]?.value;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (!step) return;
    const links = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLElement);
    links[(index + step + links.length) % links.length]?.focus();
    event.preventDefault();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className="vp-tablist">
      {tabs.map((tab) => (
        <RouterLink
          key={tab.value}
          to={tab.to}
          replace
          role="tab"
          aria-selected={tab.value === value}
          tabIndex={tab.value === focusable ? 0 : -1}
          className="vp-tab"
        >
          {tab.label}
        </RouterLink>
      ))}
    </div>
  );
}
