import { SectionFrame } from '../frames.js';

export const ReservationPage = () => <SectionFrame id="reservation" />;
export const ReservationRecordPage = () => <SectionFrame id="reservationRecord" />;
