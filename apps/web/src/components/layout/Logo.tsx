import { useId, type ReactNode } from 'react';

/*
 * The two associations' logos, drawn inline rather than as <img src="*.svg">: a picture in an SVG file
 * is a document of its own that the browser creates, lays out and paints on the main thread for every
 * file, and the letters in it asked the system for a font (Arial) before the first paint. Inline, the
 * shapes are part of the page, cost no request, and the letters are outlines (Liberation Sans Bold,
 * metric-compatible with Arial, as the files' text was drawn).
 */
type Props = { size: number; label?: string; className?: string };

function Frame({ size, label, className, children }: Props & { children: ReactNode }) {
  return (
    <svg
      className={className ? `logo ${className}` : 'logo'}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The Association of Cambodian Students in China: a blue shield with a gold gate. */
export function AcscLogo(props: Props) {
  const gradient = `acsc-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Frame {...props}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1553b8" />
          <stop offset="1" stopColor="#0b3d91" />
        </linearGradient>
      </defs>
      <path d="M32 3 56 11v20c0 15-10 25-24 30C18 56 8 46 8 31V11Z" fill={`url(#${gradient})`} stroke="#e8b130" strokeWidth="2.5" />
      <path d="M20 24h24l-2 4H22Zm3 6h18v3H23Zm-1 5 4 11m16-11-4 11M29 35v11m6-11v11" stroke="#e8b130" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <path d="M22 18 32 12l10 6Z" fill="#e8b130" />
      <path fill="#fff" d="M25.7 56h-1l-.5-1.3h-2l-.5 1.3h-1l1.8-5.2h1.3zm-1.8-2.1-.5-1.5V52l-.1-.2-.1-.2v.2l-.2.2v.3l-.6 1.5m7 1.3h.5l.4-.3.3-.3.2-.4.9.4-.3.5-.4.5-.7.4h-.9l-1.2-.1-.8-.6q-.3-.3-.4-.8t-.2-1.1l.1-1.1.5-.8q.3-.4.8-.5.5-.2 1.2-.2h.8l.7.4.5.4.2.6-1 .3V52l-.3-.2-.4-.2h-1.2l-.5.4-.2.6-.1.7v.7l.3.6q.2.3.5.4zm7.8-.7-.1.6q-.1.3-.4.5t-.7.4h-1.9l-.7-.3-.4-.4-.3-.6 1-.2.2.3.2.3.4.1h.5l.9-.1q.3-.2.3-.5l-.2-.4-.3-.2-.4-.1-.5-.2h-.5l-.4-.2-.4-.2-.3-.2-.2-.4v-.5l.1-.7.4-.4.7-.3h1.7l.6.3.4.4.2.6-1 .1q-.1-.3-.4-.5-.2-.2-.7-.2h-.5l-.3.2-.1.2v.6l.3.2.4.1.5.1.4.1q.3 0 .5.2l.4.1.3.3.2.4zm3.8.7h.5l.4-.3.3-.3.2-.4 1 .4-.4.5-.4.5-.7.4H41L40 56q-.5-.2-.9-.6-.3-.3-.4-.8t-.2-1.1.2-1.1.4-.8q.4-.4.8-.5.5-.2 1.2-.2h.9l.6.4.5.4.3.6-1 .3-.2-.4-.2-.2-.4-.2h-1.2l-.4.4-.3.6-.1.7v.7l.4.6q.1.3.4.4z" />
    </Frame>
  );
}

/** The Cambodian-Chinese youth association: two linked rings on a blue disc. */
export function CcyaLogo(props: Props) {
  return (
    <Frame {...props}>
      <circle cx="32" cy="32" r="30" fill="#e8b130" />
      <circle cx="32" cy="32" r="26.5" fill="#0b3d91" />
      <circle cx="25" cy="27" r="10" fill="none" stroke="#fff" strokeWidth="3.2" />
      <circle cx="39" cy="27" r="10" fill="none" stroke="#e8b130" strokeWidth="3.2" />
      <path d="M29.5 18.1a10 10 0 0 1 0 17.8" fill="none" stroke="#fff" strokeWidth="3.2" />
      <path fill="#fff" d="m22.9 50.2.5-.1.4-.3.3-.3.2-.4 1 .4-.3.6-.5.5-.7.3q-.4.2-1 .2l-1.2-.2q-.5-.2-.8-.6t-.5-1l-.2-1q0-.7.2-1.2.1-.6.5-1l.8-.5q.5-.2 1.2-.2l1 .1q.4.1.7.4.3.1.4.4l.4.7-1 .2-.2-.3-.3-.3-.4-.2H22l-.5.4-.2.6-.1.8v.8l.3.6q.2.3.5.4t.8.2m6.4 0 .5-.1.4-.3.3-.3.2-.4 1 .4-.3.6-.5.5-.7.3q-.4.2-1 .2t-1.2-.2q-.5-.2-.9-.6l-.5-1-.1-1 .1-1.2.5-1 .9-.5q.5-.2 1.2-.2l1 .1q.4.1.6.4.3.1.5.4l.3.7-1 .2q0-.2-.2-.3 0-.2-.2-.3l-.4-.2h-1.3l-.5.4-.3.6V49l.3.6q.2.3.5.4t.8.2m8.4-4.7-2 3.2V51h-1v-2.3l-2-3.2h1.2l1.3 2.3 1.3-2.3M44 51H43l-.5-1.4h-2.1l-.5 1.4h-1.1l2-5.5H42zm-1.9-2.3-.5-1.6-.1-.2v-.3l-.1-.2-.1.2-.1.3-.1.2-.6 1.6" />
    </Frame>
  );
}
