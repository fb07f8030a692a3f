// The admin-services feature's only contact with Firebase: catalogue services (public reads, as
// Firestore holds them), their history in `adminAudit`, and the catalogue's admin callables.
// Component tests replace this module.
import {
  CATALOGUE_ADMIN_MESSAGES,
  type StoredService,
} from '@fixwell/common/admin/catalogue-admin';
import {
  listServiceSuggestionsCallable,
  resolveServiceSuggestionsCallable,
  saveCatalogueServiceCallable,
  type CallableInput,
  type CallableOutput,
} from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import { dateOf } from '@fixwell/common/timestamps';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type DocumentData,
} from 'firebase/firestore';

import { callFunction } from '@/lib/call-function';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';

/** The catalogue is small (dozens of services); the list reads it whole, up to this bound. */
export const SERVICES_LIST_LIMIT = 500;
/** How many changes a service's history shows. */
export const SERVICE_HISTORY_LIMIT = 20;

/** A service as the admin list shows it. */
export type AdminServiceRow = StoredService & { updatedAt: Date | null };

/** One recorded change of a service. */
export type ServiceChange = {
  id: string;
  action: string;
  actorEmail: string;
  at: Date;
  changed: string[];
  reason: string | null;
};

const serviceConverter = readConverter(
  (id, data): AdminServiceRow =>
    ({ ...data, slug: id, updatedAt: dateOf(data.updatedAt) ?? null }) as AdminServiceRow,
);

export async function fetchCatalogueServices(): Promise<AdminServiceRow[]> {
  const { docs } = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.services).withConverter(serviceConverter),
      limit(SERVICES_LIST_LIMIT),
    ),
  );
  return docs
    .map((snapshot) => snapshot.data())
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

export async function fetchCatalogueService(slug: string): Promise<AdminServiceRow | null> {
  const snapshot = await getDoc(
    doc(firestore(), COLLECTIONS.services, slug).withConverter(serviceConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export function serviceChangeFromData(id: string, data: DocumentData): ServiceChange {
  const after = (data.after ?? {}) as Record<string, unknown>;
  return {
    id,
    action: String(data.action ?? ''),
    actorEmail: String((data.actor as { email?: unknown } | undefined)?.email ?? ''),
    at: dateOf(data.at) ?? new Date(),
    changed: Object.keys(after),
    reason: typeof data.reason === 'string' ? data.reason : null,
  };
}

/** A service's recorded changes, newest first. Index: adminAudit target ↑ + at ↓. */
export async function fetchServiceHistory(slug: string): Promise<ServiceChange[]> {
  const { docs } = await getDocs(
    query(
      collection(firestore(), COLLECTIONS.adminAudit).withConverter(
        readConverter(serviceChangeFromData),
      ),
      where('target', '==', `${COLLECTIONS.services}/${slug}`),
      orderBy('at', 'desc'),
      limit(SERVICE_HISTORY_LIMIT),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}

const adminMessages = {
  'permission-denied': CATALOGUE_ADMIN_MESSAGES.adminsOnly,
  'not-found': CATALOGUE_ADMIN_MESSAGES.serviceNotFound,
};

export function saveCatalogueService(
  input: CallableInput<typeof saveCatalogueServiceCallable>,
): Promise<CallableOutput<typeof saveCatalogueServiceCallable>> {
  return callFunction(saveCatalogueServiceCallable, input, {
    fallback: 'We could not save the service. Please try again.',
    messages: adminMessages,
  });
}

export function listServiceSuggestions(
  input: CallableInput<typeof listServiceSuggestionsCallable>,
): Promise<CallableOutput<typeof listServiceSuggestionsCallable>> {
  return callFunction(listServiceSuggestionsCallable, input, {
    fallback: 'We could not load the suggestions. Please try again.',
    messages: adminMessages,
  });
}

export function resolveServiceSuggestions(
  input: CallableInput<typeof resolveServiceSuggestionsCallable>,
): Promise<CallableOutput<typeof resolveServiceSuggestionsCallable>> {
  return callFunction(resolveServiceSuggestionsCallable, input, {
    fallback: 'We could not update the suggestions. Please try again.',
    messages: { 'permission-denied': CATALOGUE_ADMIN_MESSAGES.adminsOnly },
  });
}
