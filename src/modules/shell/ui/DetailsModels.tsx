import type { ElementType } from 'react';

/** The models a download or a repair document applies to: a heading and the model names, none when empty. */
export function DetailsModels({ id, title, modelNames, Heading }: { id: string; title: string; modelNames: readonly string[] | undefined; Heading: ElementType }) {
  if (!modelNames || modelNames.length === 0) return null;
  return (
    <section className="details__section" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <ul className="model-list">
        {modelNames.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </section>
  );
}
