/**
 * A name's possessive: "Acme's", "Northwind Coffee Roasters'" (a name ending in s takes the
 * apostrophe alone). `mark` is the apostrophe the surrounding text uses (' or ’).
 */
export const possessive = (name: string, mark: "'" | '’' = "'") =>
  /s$/i.test(name) ? `${name}${mark}` : `${name}${mark}s`;
