// The satisfaction survey's limits, declared once for the schema, the rules and the page. No
// dependencies, so islands may import it without shipping a schema library.

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
export const SCORE_PROBLEM = 'score must be a whole number from 0 to 10';

export const COMMENT_MAX = 500;
export const COMMENT_TOO_LONG = `Your comment is longer than ${COMMENT_MAX} characters`;
