import { Fragment } from 'react';
import { MEMBER_LINK_REL, textParts } from './memberText.js';

/** A member's text as text: escaped by React, line breaks kept, web links clickable (memberText.ts). */
export function MemberText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {textParts(text).map((p, i) =>
        p.kind === 'break' ? (
          <br key={i} />
        ) : p.kind === 'link' ? (
          <a key={i} href={p.href} target="_blank" rel={MEMBER_LINK_REL}>
            {p.text}
          </a>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </span>
  );
}
