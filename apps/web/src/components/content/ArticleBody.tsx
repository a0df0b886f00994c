import './content.css';

/**
 * Rich text of an article, notice, story or association page. Only bodies the server sanitized against
 * its allow-list come here (DESIGN section 5); nothing a visitor typed is ever rendered as HTML.
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
