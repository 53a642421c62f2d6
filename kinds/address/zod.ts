/** The address kind's zod helpers: one postal address with coordinates, or several. */
import { z } from 'zod';
import type { ValidationMessageKey as Key } from '#core/messages';
import { bounded, presence, rowId, TRIM_ALLOWANCE, typeError, type Presence } from '#core/validation';

const city = z.strictObject({
  id: rowId,
  city: bounded(),
  province: bounded().optional(),
  province_short: bounded().optional(),
  region: bounded().optional(),
  zip_code: bounded().optional(),
  country: bounded().optional(),
});

const coordinate = z.number({ error: (issue) => (issue.input === undefined ? 'coordinates' : 'number') }).nullable();

const addressShape = {
  venue: bounded(255 + TRIM_ALLOWANCE)
    .trim()
    .max(255, { message: 'maxLength' satisfies Key })
    .optional(),
  address: bounded(255 + TRIM_ALLOWANCE)
    .trim()
    .max(255, { message: 'maxLength' satisfies Key })
    .optional(),
  number: bounded(20 + TRIM_ALLOWANCE)
    .trim()
    .max(20, { message: 'maxLength' satisfies Key })
    .optional(),
  city: city.nullable().optional(),
  lat: coordinate.optional(),
  lng: coordinate.optional(),
};

type AddressValue = z.output<z.ZodObject<typeof addressShape>>;

function addressIsEmpty(value: AddressValue): boolean {
  return !value.venue && !value.address && !value.number && !value.city;
}

function addressSchema(options: { readonly requireCoordinates: boolean }) {
  return z.strictObject(addressShape, { error: typeError }).superRefine((value, ctx) => {
    if (!options.requireCoordinates || addressIsEmpty(value)) return;
    if (typeof value.lat !== 'number' || value.lat < -90 || value.lat > 90) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'coordinates' satisfies Key });
    }
    if (typeof value.lng !== 'number' || value.lng < -180 || value.lng > 180) {
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'coordinates' satisfies Key });
    }
  });
}

/** A postal address with coordinates (the map box), or several with `multiple`. */
export function address(options: Presence & { readonly requireCoordinates: boolean; readonly multiple?: false }) {
  return presence(addressSchema(options), addressIsEmpty, options);
}

export function addresses(options: Presence & { readonly requireCoordinates: boolean; readonly max: number }) {
  const schema = z
    .array(addressSchema(options), { error: typeError })
    .max(options.max, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
