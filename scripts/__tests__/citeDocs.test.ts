import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DESIGN_TO_ARCHITECTURE, rewriteCitations, sectionsOf } from '../citeDocs';

const doc = (name: string) => readFileSync(path.join(__dirname, '..', '..', 'docs', name), 'utf8');

describe('rewriteCitations', () => {
  it('points product rules at docs/behaviour.md with the same section numbers', () => {
    expect(rewriteCitations('/** Spec §5: an empty query makes no call. */').text).toBe('/** docs/behaviour.md §5: an empty query makes no call. */');
    expect(rewriteCitations('(spec §2, §3, §7)').text).toBe('(docs/behaviour.md §2, §3, §7)');
    expect(rewriteCitations('Spec §4-§6 and spec §5–§6, spec §3/§4').text).toBe(
      'docs/behaviour.md §4-§6 and docs/behaviour.md §5–§6, docs/behaviour.md §3/§4',
    );
    expect(rewriteCitations("the spec §9's image sizes").text).toBe("the docs/behaviour.md §9's image sizes");
  });

  it('maps each section of a design citation to docs/architecture.md', () => {
    const { text, citations } = rewriteCitations('(spec §6, DESIGN §6) and DESIGN §2 and §5');
    expect(text).toBe(`(docs/behaviour.md §6, docs/architecture.md §${DESIGN_TO_ARCHITECTURE[6]}) and docs/architecture.md §${DESIGN_TO_ARCHITECTURE[2]} and §${DESIGN_TO_ARCHITECTURE[5]}`);
    expect(citations).toEqual([
      { target: 'docs/behaviour.md', sections: [6] },
      { target: 'docs/architecture.md', sections: [DESIGN_TO_ARCHITECTURE[6]] },
      { target: 'docs/architecture.md', sections: [DESIGN_TO_ARCHITECTURE[2], DESIGN_TO_ARCHITECTURE[5]] },
    ]);
  });

  it('leaves mentions without a section alone', () => {
    const text = "the spec's 120 s time-out; the design card's folders; inspect §3 of the manual";
    expect(rewriteCitations(text)).toEqual({ text, citations: [] });
  });

  it('refuses a design section it has no mapping for', () => {
    expect(() => rewriteCitations('DESIGN §42')).toThrow('no section of docs/architecture.md for DESIGN §42');
  });
});

describe('the documents the citations point at', () => {
  it('docs/behaviour.md has the nine sections of the product rules, numbered §1 to §9', () => {
    expect([...sectionsOf(doc('behaviour.md'))]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('docs/architecture.md has every section the design citations map to', () => {
    const sections = sectionsOf(doc('architecture.md'));
    for (const to of Object.values(DESIGN_TO_ARCHITECTURE)) expect(sections.has(to)).toBe(true);
  });
});
