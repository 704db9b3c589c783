import { isBuiltinStation } from '@studio/core';
import { and, eq, sql } from 'drizzle-orm';
import type { UserActor } from '../../auth/session';
import { inventoryLocation, part, partClass } from '../../db/schema/parts';
import type { Db } from '../../db/client';
import {
  address,
  chatConversation,
  deliveryOrder,
  dftReport,
  dut,
  dutFile,
  quote,
  invitation,
  knowledgeDocument,
  member,
  stationProfile,
  testConfig,
  testConfigVersion,
  testStation,
  testSolution,
  testStrategy,
  testStrategyVersion,
} from '../../db/schema/index';

/**
 * Tenancy checks for the `resource` a route declares (http/access.ts), run before the body is even
 * read: a record of another company is "not found", whichever the route. Every resource kind must
 * have a check here (the type makes a missing one a compile error); services scope their queries by
 * company as well.
 */
export type ResourceCheck = (
  db: Db,
  actor: UserActor,
  id: string,
  scope: 'company' | 'user',
  /** The id of the declared `parent` resource, for records that live inside another (a DUT's file). */
  parentId?: string,
) => Promise<boolean>;

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;

export const RESOURCE_CHECKS = {
  /** A shipped profile (every company's) or one of the company's own. */
  station: async (db, actor, id) =>
    isBuiltinStation(id) ||
    exists(
      db
        .select({ id: stationProfile.id })
        .from(stationProfile)
        .where(and(eq(stationProfile.id, id), eq(stationProfile.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  /** A company's registered test station (issue 32), not a station profile. */
  testStation: (db, actor, id) =>
    exists(
      db
        .select({ id: testStation.id })
        .from(testStation)
        .where(and(eq(testStation.id, id), eq(testStation.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  address: (db, actor, id) =>
    exists(
      db
        .select({ id: address.id })
        .from(address)
        .where(and(eq(address.id, id), eq(address.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  member: (db, actor, userId) =>
    exists(
      db
        .select({ id: member.id })
        .from(member)
        .where(and(eq(member.userId, userId), eq(member.organizationId, actor.companyId ?? '')))
        .limit(1),
    ),
  /** A company's invitation for its admins; the invitee's own invitation on the invitee routes. */
  invitation: (db, actor, id, scope) =>
    exists(
      db
        .select({ id: invitation.id })
        .from(invitation)
        .where(
          and(
            eq(invitation.id, id),
            scope === 'company'
              ? eq(invitation.organizationId, actor.companyId ?? '')
              : eq(invitation.email, sql`lower(${actor.email})`),
          ),
        )
        .limit(1),
    ),
  dut: (db, actor, id) =>
    exists(
      db
        .select({ id: dut.id })
        .from(dut)
        .where(and(eq(dut.id, id), eq(dut.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  /** A file of the DUT named by the route's parent parameter, that DUT being the company's. */
  dutFile: (db, actor, id, _scope, dutId) =>
    exists(
      db
        .select({ id: dutFile.id })
        .from(dutFile)
        .innerJoin(dut, eq(dut.id, dutFile.dutId))
        .where(
          and(eq(dutFile.id, id), eq(dutFile.dutId, dutId ?? ''), eq(dut.companyId, actor.companyId ?? '')),
        )
        .limit(1),
    ),
  testConfig: (db, actor, id) =>
    exists(
      db
        .select({ id: testConfig.id })
        .from(testConfig)
        .where(and(eq(testConfig.id, id), eq(testConfig.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  /** A version of the test config named by the route's parent parameter: by number or by its id. */
  testConfigVersion: (db, actor, ref, _scope, testConfigId) =>
    exists(
      db
        .select({ id: testConfigVersion.id })
        .from(testConfigVersion)
        .where(
          and(
            eq(testConfigVersion.testConfigId, testConfigId ?? ''),
            eq(testConfigVersion.companyId, actor.companyId ?? ''),
            /^\d{1,7}$/.test(ref) ? eq(testConfigVersion.number, Number(ref)) : eq(testConfigVersion.id, ref),
          ),
        )
        .limit(1),
    ),
  testStrategy: (db, actor, id) =>
    exists(
      db
        .select({ id: testStrategy.id })
        .from(testStrategy)
        .where(and(eq(testStrategy.id, id), eq(testStrategy.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  /** A version of the strategy named by the route's parent parameter: by number or by its id. */
  testStrategyVersion: (db, actor, ref, _scope, strategyId) =>
    exists(
      db
        .select({ id: testStrategyVersion.id })
        .from(testStrategyVersion)
        .where(
          and(
            eq(testStrategyVersion.testStrategyId, strategyId ?? ''),
            eq(testStrategyVersion.companyId, actor.companyId ?? ''),
            /^\d{1,7}$/.test(ref)
              ? eq(testStrategyVersion.number, Number(ref))
              : eq(testStrategyVersion.id, ref),
          ),
        )
        .limit(1),
    ),
  dftReport: (db, actor, id) =>
    exists(
      db
        .select({ id: dftReport.id })
        .from(dftReport)
        .where(and(eq(dftReport.id, id), eq(dftReport.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  /** Catalog records are instance-wide (issue #6): staff find every part, members active ones only. */
  part: (db, actor, id) =>
    exists(
      db
        .select({ id: part.id })
        .from(part)
        .where(and(eq(part.id, id), actor.isStaff ? undefined : eq(part.active, true)))
        .limit(1),
    ),
  partClass: (db, _actor, id) =>
    exists(db.select({ id: partClass.id }).from(partClass).where(eq(partClass.id, id)).limit(1)),
  inventoryLocation: (db, _actor, id) =>
    exists(
      db
        .select({ id: inventoryLocation.id })
        .from(inventoryLocation)
        .where(eq(inventoryLocation.id, id))
        .limit(1),
    ),
  knowledgeDocument: (db, actor, id) =>
    exists(
      db
        .select({ id: knowledgeDocument.id })
        .from(knowledgeDocument)
        .where(and(eq(knowledgeDocument.id, id), eq(knowledgeDocument.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  /** A conversation is its user's own, within the company they act in. */
  chatConversation: (db, actor, id) =>
    exists(
      db
        .select({ id: chatConversation.id })
        .from(chatConversation)
        .where(
          and(
            eq(chatConversation.id, id),
            eq(chatConversation.userId, actor.userId),
            eq(chatConversation.companyId, actor.companyId ?? ''),
          ),
        )
        .limit(1),
    ),
  testSolution: (db, actor, id) =>
    exists(
      db
        .select({ id: testSolution.id })
        .from(testSolution)
        .where(and(eq(testSolution.id, id), eq(testSolution.companyId, actor.companyId ?? '')))
        .limit(1),
    ),
  /** The ordering company's members see their order; staff (the fixture shop) see every order. */
  deliveryOrder: (db, actor, id) =>
    exists(
      db
        .select({ id: deliveryOrder.id })
        .from(deliveryOrder)
        .where(
          actor.isStaff
            ? eq(deliveryOrder.id, id)
            : and(eq(deliveryOrder.id, id), eq(deliveryOrder.companyId, actor.companyId ?? '')),
        )
        .limit(1),
    ),
  /** A quote of the company (issue 29); staff reach every company's (the shop issues them). */
  quote: (db, actor, id) =>
    exists(
      db
        .select({ id: quote.id })
        .from(quote)
        .where(
          actor.isStaff
            ? eq(quote.id, id)
            : and(eq(quote.id, id), eq(quote.companyId, actor.companyId ?? '')),
        )
        .limit(1),
    ),
} satisfies Record<string, ResourceCheck>;

export type ResourceKind = keyof typeof RESOURCE_CHECKS;

/** How a 404 names each kind to the user ("This test config does not exist, …"). */
export const RESOURCE_NAMES: Record<ResourceKind, string> = {
  station: 'station profile',
  testStation: 'test station',
  address: 'address',
  member: 'member',
  invitation: 'invitation',
  dut: 'DUT',
  dutFile: 'file',
  testConfig: 'test config',
  testConfigVersion: 'test-config version',
  testStrategy: 'test strategy',
  testStrategyVersion: 'test-strategy version',
  dftReport: 'DFT report',
  part: 'part',
  partClass: 'part class',
  inventoryLocation: 'stock location',
  knowledgeDocument: 'document',
  chatConversation: 'conversation',
  testSolution: 'test solution',
  deliveryOrder: 'delivery order',
  quote: 'quote',
};
