import type { Me, UpdatePreferences, UpdateProfile } from '@studio/api';
import { eq } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import { user } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { getMe } from './get-me';

export async function updateProfile(deps: ServiceDeps, actor: UserActor, input: UpdateProfile): Promise<Me> {
  await deps.db.update(user).set({ name: input.name }).where(eq(user.id, actor.userId));
  // The name is part of the actor (auth/actor-cache.ts).
  await deps.bus.publish({ type: 'account.changed', userId: actor.userId });
  return getMe(deps, { ...actor, name: input.name });
}

export async function updatePreferences(
  deps: ServiceDeps,
  actor: UserActor,
  input: UpdatePreferences,
): Promise<Me> {
  const changes = {
    ...(input.units ? { units: input.units } : {}),
    ...(input.theme ? { theme: input.theme } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await deps.db.update(user).set(changes).where(eq(user.id, actor.userId));
  }
  return getMe(deps, actor);
}
