import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';

/**
 * A converter for documents the web only reads: `fromData` turns the stored fields (server
 * timestamps still pending estimated, so our own writes show at once) into the page's type.
 * Writes go through the data module's own functions, which the rules check field by field.
 */
export function readConverter<T>(
  fromData: (id: string, data: DocumentData) => T,
): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: () => {
      throw new Error('This converter only reads; write through the data module.');
    },
    fromFirestore: (snapshot, options) =>
      fromData(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' })),
  };
}
