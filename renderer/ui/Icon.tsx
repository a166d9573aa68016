/** A small set of line icons drawn inline (no icon font, works offline). */
const PATHS = {
  cards: 'M4 5h10v14H4z M8 3h12v14',
  deck: 'M5 4h14v16H5z M8 8h8 M8 12h8 M8 16h5',
  play: 'M7 4l12 8-12 8z',
  sun: 'M12 4v2 M12 18v2 M4 12h2 M18 12h2 M6.3 6.3l1.4 1.4 M16.3 16.3l1.4 1.4 M6.3 17.7l1.4-1.4 M16.3 7.7l1.4-1.4 M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  import: 'M12 3v12 M7 10l5 5 5-5 M4 19h16',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14 M16 16l5 5',
  plus: 'M12 5v14 M5 12h14',
  close: 'M6 6l12 12 M18 6L6 18',
  /* Replay controls: drawn, since not every system font has the media symbols. */
  first: 'M6 5v14 M18 5l-9 7 9 7z',
  back: 'M16 5l-9 7 9 7z',
  forward: 'M8 5l9 7-9 7z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
