// The package maps these entry points in its "exports"; the project's module resolution reads
// only "types" of the package root, so the stemmers used are declared here.
declare module '@orama/stemmers/german' {
  export function stemmer(word: string): string;
}
declare module '@orama/stemmers/french' {
  export function stemmer(word: string): string;
}
declare module '@orama/stemmers/english' {
  export function stemmer(word: string): string;
}
