/** The palette's empty-search text: shown by its dialog, read by its tests. */
export const NO_RESULTS = 'No results found.';
