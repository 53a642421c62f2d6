/** The address map's fixed view settings (content.md section 7, "Maps") and coordinate rounding. */
export const MAP_VIEW = {
  /** Pixels. */
  height: 300,
  zoom: 13,
  zoomSnap: 0.5,
  maxZoom: 19,
  /** Where a map without coordinates opens: the region, whole. */
  regionCentre: [44.5, 11.1] as [number, number],
  regionZoom: 8,
} as const;

/** Seven decimals (about a centimetre), as the latitude and longitude inputs show. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}
