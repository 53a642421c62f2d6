/** The route's parameter: no control of its own. */
export function Control() {
  return null;
}
