import { workshop } from '@/contracts/endpoints';
import type { BackendDeps } from '../platform/deps';
import { reply, serve, type BackendApp } from '../platform/http';
import { markNoShow, startPickup } from './arrival-service';
import { approveBill, recordCounterPayment, setFinalAmount } from './bill-service';
import { startBillPayment } from './bill-payment-service';
import { consoleAppointments } from './console-service';
import { postHeartbeat, qcUpdates, recordQc, repairUpdates } from './progress-service';
import { addLinePhoto, linePhotoFile } from './photo-service';
import { setPromise } from './promise-service';
import { addLine, approveEstimate, setAutoApproval, setLineStatus } from './estimate-service';
import { extrasOf, removeBookedLine } from './booked-service';
import { advanceStage, checkIn, getTimeline, lookUpOrder, welcomeViewed } from './timeline-service';

export function workshopRoutes(app: BackendApp, deps: BackendDeps) {
  const { db } = deps;
  serve(app, workshop.checkIn, async (input, { actor }) => {
    const { created, view } = await checkIn(deps, actor, input);
    return reply(created ? 201 : 200, { data: view });
  });
  serve(app, workshop.garageTimeline, (input, { actor }) => getTimeline(db, actor, input.id));
  serve(app, workshop.welcomeViewed, (input, { actor }) => welcomeViewed(db, actor, input.id));
  serve(app, workshop.advanceStage, (input, { actor }) => advanceStage(deps, actor, input.id, input));
  serve(app, workshop.addLine, (input, { actor }) => addLine(deps, actor, input.id, input));
  serve(app, workshop.extras, (input, { actor }) => extrasOf(db, actor, input.id));
  serve(app, workshop.removeLine, (input, { actor }) => removeBookedLine(deps, actor, input.id, input.line_id, input));
  serve(app, workshop.lineItemStatus, (input, { actor }) => setLineStatus(deps, actor, input));
  serve(app, workshop.lineItemApprove, (input, { actor }) => approveEstimate(deps, actor, input));
  serve(app, workshop.finalAmount, (input, { actor }) => setFinalAmount(deps, actor, input.id, input));
  serve(app, workshop.billApprove, (input, { actor }) => approveBill(deps, actor, input.id));
  serve(app, workshop.billPay, (input, { actor }) => startBillPayment(deps, actor, input.id));
  serve(app, workshop.billPaid, (input, { actor }) => recordCounterPayment(deps, actor, input.id, input));
  serve(app, workshop.pickupStarted, (input, { actor }) => startPickup(deps, actor, input.id));
  serve(app, workshop.noShow, (input, { actor }) => markNoShow(deps, actor, input.id));
  serve(app, workshop.postHeartbeat, async (input, { actor }) => reply(201, { data: await postHeartbeat(deps, actor, input.id, input) }));
  serve(app, workshop.recordQc, (input, { actor }) => recordQc(deps, actor, input.id, input));
  serve(app, workshop.repairUpdate, (input, { actor }) => repairUpdates(db, actor, input.work_order_id));
  serve(app, workshop.qcUpdates, (input, { actor }) => qcUpdates(db, actor, input.id));
  serve(app, workshop.addLinePhoto, async (input, { actor }) =>
    reply(201, { data: await addLinePhoto(deps, actor, input.id, input.line_id, input) }),
  );
  serve(app, workshop.linePhotoFile, (input, { actor }) => linePhotoFile(deps, actor, input.photo_id, input.size));
  serve(app, workshop.autoApproval, (input, { actor }) => setAutoApproval(deps, actor, input.id, input));
  serve(app, workshop.stagePromise, (input, { actor }) => setPromise(deps, actor, input.id, input));
  serve(app, workshop.orderLookup, (_input, { actor }) => lookUpOrder(db, actor));
  serve(app, workshop.consoleAppointments, (_input, { actor }) => consoleAppointments(db, actor, deps.clock()));
}
