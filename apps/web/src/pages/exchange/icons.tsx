// A few icons of the exchange pages as inline SVG: the same antd icons are also used by other lazy
// parts of the site, so importing them here would split each into a shared chunk that every first
// load's route table lists (scripts/bundle-size.mjs measured it).
const PATHS = {
  edit: 'M4 20h4l10.5-10.5-4-4L4 16v4zm13.5-16.5 4 4 1.5-1.5a1.4 1.4 0 0 0 0-2L20.5 1.5a1.4 1.4 0 0 0-2 0L17.5 3.5z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.2V17h16V7.2l-8 5.3-8-5.3zM5.4 7 12 11.3 18.6 7H5.4z',
  picture:
    'M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v10.6l4.5-4.5 3.5 3.5 3-3 5 5V6H4zm11 4a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
  play: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22zm-2 6.5 7 4.5-7 4.5v-9z',
} as const;

export function XcIcon({ name, className }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <span className={`anticon ${className ?? ''}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" focusable="false">
        <path d={PATHS[name]} fillRule="evenodd" />
      </svg>
    </span>
  );
}
