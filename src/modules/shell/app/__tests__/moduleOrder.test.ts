import { arrangeModules } from '../moduleOrder';

const ids = (list: { id: string }[]) => list.map((m) => m.id);
const modules = ['searchBox', 'newsAndAlerts', 'supportVideos', 'categories', 'specialMessage'].map((id) => ({ id }));

describe('module order around the categories section (docs/behaviour.md §2)', () => {
  it('moves the categories right below the search hero on a home page for one content type', () => {
    expect(ids(arrangeModules(modules, { typeAlias: 'home', searchType: 'manuals' }))).toEqual([
      'searchBox',
      'categories',
      'newsAndAlerts',
      'supportVideos',
      'specialMessage',
    ]);
  });

  it('keeps the page-type order on the general home page and everywhere else (the reset)', () => {
    expect(ids(arrangeModules(modules, { typeAlias: 'home', searchType: 'none' }))).toEqual(ids(modules));
    expect(ids(arrangeModules(modules, { typeAlias: 'category', searchType: 'manuals' }))).toEqual(ids(modules));
  });

  it('leaves a page without a categories module alone and never changes the list it was given', () => {
    const without = modules.filter((m) => m.id !== 'categories');
    expect(ids(arrangeModules(without, { typeAlias: 'home', searchType: 'faqs' }))).toEqual(ids(without));
    const copy = [...modules];
    arrangeModules(modules, { typeAlias: 'home', searchType: 'faqs' });
    expect(modules).toEqual(copy);
  });

  it('puts the categories first when the search box is hidden (lite mode)', () => {
    const lite = modules.filter((m) => m.id !== 'searchBox');
    expect(ids(arrangeModules(lite, { typeAlias: 'home', searchType: 'downloads' }))[0]).toBe('categories');
  });
});
