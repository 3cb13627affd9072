/** A published text: title, a line of meta data, paragraphs. */
export function ArticleView({ title, meta, content }: { title: string; meta: string[]; content: string }) {
  return (
    <article className="article" data-testid="article">
      <h2 data-testid="article-title">{title}</h2>
      <div className="article-meta">{meta.filter((m) => m !== '').join('　')}</div>
      {content.split('\n').map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
