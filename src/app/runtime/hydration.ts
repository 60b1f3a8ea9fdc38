// Tools reach the shell through app/runtime: what they render differently while the HTML
// prerendered at build time is hydrated (a first value only the browser knows).
export { useHydrated } from '../hydration';
