import { proposeAppointmentCallable } from '@fixwell/common/callables';

import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { logInfo } from '../lib/log';
import { invalidAppointmentInput, requireActiveUser } from './appointment-effects';
import { createProposedAppointment } from './create-appointment';

/**
 * The conversation's company proposes a site visit or a job slot: the London date, arrival window
 * and duration become `startsAt`/`endsAt`; a start in the past is refused. The customer is told in
 * the conversation, in the app and by email.
 */
export const proposeAppointment = onCallable(
  proposeAppointmentCallable,
  async (input, { uid }) => {
    await requireActiveUser(uid);
    const appointmentId = await runTransaction((tx) =>
      createProposedAppointment(tx, uid, input, Date.now()),
    );
    logInfo('appointment.proposed', { appointmentId, conversationId: input.conversationId });
    return { appointmentId };
  },
  { auth: 'required', invalid: invalidAppointmentInput },
);
