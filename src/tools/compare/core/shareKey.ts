/** The URL fragment key of a share link: `#c=…`. A fragment never reaches any server, not even ours. */
export const SHARE_KEY = 'c';
