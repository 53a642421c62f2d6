/**
 * The address box's map (content.md section 7, "Maps": 300 px high, zoom 13, zoomSnap 0.5): the
 * tiles of the configured service (`GET operations/map`: MAP_TILE_URL and its attribution), a
 * marker at the address's coordinates that can be dragged, and a click that places it. Either
 * reports the new position through `onPick`; the latitude and longitude inputs beside the map are
 * the keyboard's way to the same values. Loaded lazily: Leaflet stays out of every other screen.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { AddressMapProps } from '../../../kinds/host/admin';
import { MAP_VIEW, roundCoordinate } from './view';

/** Leaflet shows the attribution as HTML; ours is configured as plain text. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A pin drawn in CSS (no image files to resolve), its tip on the position. */
const PIN = divIcon({
  className: 'address-map-pin',
  html: '<svg viewBox="0 0 24 36" width="28" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#1c7ed6" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [28, 42],
  iconAnchor: [14, 42],
});

/** Keeps the marker in view when the coordinates change from outside (typed, or geocoded). */
function FollowPosition({ position }: { position: readonly [number, number] | null }) {
  const map = useMap();
  const lat = position?.[0];
  const lng = position?.[1];
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().pad(-0.1).contains([lat, lng])) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

function PlaceOnClick({ disabled, onPick }: { disabled: boolean; onPick: AddressMapProps['onPick'] }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => {
      if (!disabled) onPick({ lat: roundCoordinate(event.latlng.lat), lng: roundCoordinate(event.latlng.lng) });
    },
  });
  return null;
}

export default function AddressMap({
  lat,
  lng,
  tileUrl,
  attribution,
  label,
  markerLabel,
  disabled,
  onPick,
}: AddressMapProps) {
  const position = lat !== null && lng !== null ? ([lat, lng] as const) : null;
  const markerRef = useRef<LeafletMarker | null>(null);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const moved = markerRef.current?.getLatLng();
        if (moved) onPick({ lat: roundCoordinate(moved.lat), lng: roundCoordinate(moved.lng) });
      },
    }),
    [onPick],
  );
  return (
    <div role="group" aria-label={label} data-testid="address-map" className="address-map">
      <MapContainer
        center={position ? [position[0], position[1]] : MAP_VIEW.regionCentre}
        zoom={position ? MAP_VIEW.zoom : MAP_VIEW.regionZoom}
        zoomSnap={MAP_VIEW.zoomSnap}
        scrollWheelZoom={false}
        style={{ height: MAP_VIEW.height, width: '100%', borderRadius: 4 }}
      >
        <TileLayer url={tileUrl} attribution={escapeHtml(attribution)} maxZoom={MAP_VIEW.maxZoom} />
        {position ? (
          <Marker
            position={[position[0], position[1]]}
            icon={PIN}
            draggable={!disabled}
            eventHandlers={handlers}
            ref={markerRef}
            title={markerLabel}
            alt={markerLabel}
          />
        ) : null}
        <FollowPosition position={position} />
        <PlaceOnClick disabled={disabled} onPick={onPick} />
      </MapContainer>
    </div>
  );
}
