// The five operations the rules tell apart (get, list, create, update, delete), on one collection
// named from COLLECTIONS, so a suite reads as role × operation and never spells a collection name.
import type { CollectionName } from '@fixwell/common/collections';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type SetOptions,
  type UpdateData,
} from 'firebase/firestore';

import { isSeeded } from './rules-env';

type Data = Record<string, unknown>;

/** Operations on `name`, each run as whoever `db` belongs to. */
export function operationsOn(name: CollectionName) {
  const ref = (db: Firestore, id: string) => doc(db, name, id);
  const queryOf = (db: Firestore, constraints: QueryConstraint[]) =>
    query(collection(db, name), ...constraints);

  return {
    get: (db: Firestore, id: string) => getDoc(ref(db, id)),
    /** A query: the rules must prove from its constraints alone that every result is readable. */
    list: (db: Firestore, ...constraints: QueryConstraint[]) => getDocs(queryOf(db, constraints)),
    /** A server-side count, which the rules judge as a list. */
    count: async (db: Firestore, ...constraints: QueryConstraint[]) =>
      (await getCountFromServer(queryOf(db, constraints))).data().count,
    /** A create with an id Firestore picks. */
    add: (db: Firestore, data: Data) => addDoc(collection(db, name), data),
    /** A create on a new id, or a whole-document overwrite (an update) on a seeded one. */
    set: (db: Firestore, id: string, data: Data, options: SetOptions = {}) =>
      setDoc(ref(db, id), data, options),
    /** Refuses to run on a missing document, where a denial would prove nothing. */
    update: async (db: Firestore, id: string, changes: Data) => {
      if (!(await isSeeded(`${name}/${id}`)))
        throw new Error(`Seed ${name}/${id} before updating it.`);
      await updateDoc(ref(db, id), changes as UpdateData<DocumentData>);
    },
    delete: (db: Firestore, id: string) => deleteDoc(ref(db, id)),
  };
}
