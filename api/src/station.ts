import {
  CHANNEL_KINDS,
  CHANNEL_ROLES,
  type ChannelOverride,
  type InterfaceSettings,
  NET_ROLES,
  type NetOverride,
  type StationChannel,
  type StationConnector,
  type StationGrowth,
  type StationProfile as CoreStationProfile,
} from '@studio/core';
import { z } from 'zod';

/**
 * Station profiles (issue 27, PRODUCT.md §2 `/settings/stations`, decision 0061): the testers a
 * company's fixtures plug into — interface connectors with pin names, instrument channels with kinds and
 * limits. The two profiles Studio ships (`builtin:generic`, `builtin:pytest`) are listed for every
 * company and are read-only.
 *
 * | Method | Path | Who | Body | Answer |
 * |---|---|---|---|---|
 * | GET | /stations | member | – | 200 `StationProfile[]` (shipped first, then the company's by name) |
 * | POST | /stations | engineer+ | `StationProfileInput` | 201 `StationProfile` (409 when the name is taken) |
 * | GET | /stations/:id | member | – | 200 `StationProfile` (a shipped one by its `builtin:` id) |
 * | PATCH | /stations/:id | engineer+ | `StationProfileInput` | 200 `StationProfile` (403 for a shipped one) |
 * | DELETE | /stations/:id | engineer+ | – | 204 (403 for a shipped one; test-config versions keep their copy) |
 *
 * A profile the engine cannot use (a channel on a pin its connector lacks, two channels on a pin, a
 * role its kind cannot have …) is refused with 400 and `fields` naming each problem.
 */

export const STATION_LIMITS = {
  connectors: 64,
  pinsPerConnector: 1000,
  channels: 4096,
  nameLength: 120,
  descriptionLength: 2000,
  idLength: 64,
} as const;

const Label = (what: string, max: number) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

/** A limit (V or A) above 0, or null when the profile does not say. */
const Limit = (unit: string) =>
  z.number().positive(`Must be above 0 ${unit}`).max(100_000, `Must be at most 100000 ${unit}`).nullable();

export const StationConnectorBody = z.strictObject({
  name: Label('Connector name', STATION_LIMITS.idLength),
  description: z.string().trim().max(200, 'Description must be at most 200 characters'),
  pins: z
    .array(Label('Pin name', 16))
    .min(1, 'A connector has at least one pin')
    .max(STATION_LIMITS.pinsPerConnector, `At most ${STATION_LIMITS.pinsPerConnector} pins`),
  pinCurrentA: Limit('A'),
}) satisfies z.ZodType<StationConnector>;

export const StationChannelBody = z.strictObject({
  id: Label('Channel id', STATION_LIMITS.idLength),
  instrument: Label('Instrument', STATION_LIMITS.idLength),
  kind: z.enum(CHANNEL_KINDS, { error: `Choose a kind: ${CHANNEL_KINDS.join(', ')}` }),
  role: z.enum(CHANNEL_ROLES, { error: `Choose a role: ${CHANNEL_ROLES.join(', ')}` }),
  signal: z.string().trim().max(32, 'Signal must be at most 32 characters').nullable(),
  connector: Label('Connector', STATION_LIMITS.idLength),
  pin: Label('Pin', 16),
  maxVoltageV: Limit('V'),
  maxCurrentA: Limit('A'),
}) satisfies z.ZodType<StationChannel>;

export const StationGrowthBody = z.strictObject({
  pinsPerConnector: z
    .number()
    .int('A whole number of pins')
    .min(1, 'At least 1 pin')
    .max(STATION_LIMITS.pinsPerConnector, `At most ${STATION_LIMITS.pinsPerConnector} pins`),
  description: z.string().trim().max(200, 'Description must be at most 200 characters'),
  pinCurrentA: Limit('A'),
  maxVoltageV: Limit('V'),
  maxCurrentA: Limit('A'),
}) satisfies z.ZodType<StationGrowth>;

/** What a profile is (the body of create and update). */
export const StationProfileInput = z.strictObject({
  name: Label('Name', STATION_LIMITS.nameLength),
  description: z
    .string()
    .trim()
    .max(
      STATION_LIMITS.descriptionLength,
      `Description must be at most ${STATION_LIMITS.descriptionLength} characters`,
    ),
  connectors: z
    .array(StationConnectorBody)
    .max(STATION_LIMITS.connectors, `At most ${STATION_LIMITS.connectors} connectors`),
  channels: z
    .array(StationChannelBody)
    .max(STATION_LIMITS.channels, `At most ${STATION_LIMITS.channels} channels`),
  growth: StationGrowthBody.nullable(),
});
export type StationProfileInput = z.infer<typeof StationProfileInput>;

/** The engine's profile (as a test-config version keeps its copy). */
export const StationProfileCore = StationProfileInput.extend({
  id: z.string().min(1).max(100),
}) satisfies z.ZodType<CoreStationProfile>;

/** A profile as the API answers it. */
export const StationProfile = StationProfileCore.extend({
  /** Shipped by Studio (read-only, the same for every company). */
  builtin: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type StationProfile = z.infer<typeof StationProfile>;

export const ChannelOverrideBody = z.strictObject({
  testPointId: z.string().min(1).max(200),
  channelId: z
    .string()
    .min(1)
    .max(STATION_LIMITS.idLength * 2)
    .nullable(),
}) satisfies z.ZodType<ChannelOverride>;

export const NetOverrideBody = z.strictObject({
  net: z.string().min(1).max(500),
  role: z.enum(['supply', 'ground', 'rail', 'programming', 'digital', 'analog'], {
    error: `Choose a role: ${NET_ROLES.join(', ')}`,
  }),
  voltageV: z.number().finite().min(-100_000).max(100_000).nullable(),
  currentA: z.number().finite().min(0, 'Current must be at least 0 A').max(10_000).nullable(),
}) satisfies z.ZodType<NetOverride>;

/** `fixture.interface` of a test configuration (decision 0061). */
export const InterfaceSettingsBody = z.strictObject({
  stationId: z.string().min(1).max(100),
  station: StationProfileCore.nullable(),
  overrides: z.array(ChannelOverrideBody).max(200_000, 'At most 200000 overrides'),
  nets: z.array(NetOverrideBody).max(100_000, 'At most 100000 net overrides'),
}) satisfies z.ZodType<InterfaceSettings>;
