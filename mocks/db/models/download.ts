/** Models of the download area (issue 4); filled in by its owner. */
export const downloadModels = {};
