import classes from './blog.module.css';

/**
 * An article's body: HTML the server made from its Markdown and sanitised (only text elements,
 * links and Oja's own pictures), so it is shown as it is.
 */
export function ArticleText({ html }: { html: string }) {
  return <div className={classes.text} dangerouslySetInnerHTML={{ __html: html }} />;
}
