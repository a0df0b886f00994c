import { randomInt } from 'node:crypto';

/** Ticket codes (the QR code holds one): ten letters and digits without look-alikes (0/O, 1/I). */
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newTicketCode = () =>
  Array.from({ length: 10 }, () => TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)]).join('');
