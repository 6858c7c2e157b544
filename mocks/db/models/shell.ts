/** Models of the shell area (issue 4); filled in by its owner. */
export const shellModels = {};
