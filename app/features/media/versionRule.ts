/**
 * The licence rule of the gallery's detail form (unit-tested in Node): when the form itself asks
 * for the licence's version. The call takes a body without one (the spec's), keeping the stored
 * version or taking the licence's current one (core/contracts/media.ts, `versionToSave`); the
 * form still asks the editor to choose it whenever the licence has versions.
 */

/**
 * Whether the form lacks the licence's version: none named while the licence has versions, or
 * while no licence is chosen (both selects are required). A licence without versions is saved
 * without one; so is one whose options are still loading (the server then keeps the stored
 * version or takes the licence's current one).
 */
export function lacksVersion(
  licenceId: string | null,
  version: string | null,
  licence: { readonly versions: readonly string[] } | undefined,
): boolean {
  if (version !== null) return false;
  return licence === undefined ? licenceId === null : licence.versions.length > 0;
}
