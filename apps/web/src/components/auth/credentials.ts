import SparkMD5 from 'spark-md5';
import { STORAGE_KEYS } from '@acsc/shared';

/** Spec section 9: passwords leave the browser only as their MD5 hex; the server hashes that again. */
export function hashPassword(password: string): string {
  return SparkMD5.hash(password);
}

/** A phone address as the API expects it: '+', the country code, the digits (spaces and dashes dropped). */
export function phoneAddress(countryCode: string, phone: string): string {
  return `+${countryCode.replace(/\D/g, '')}${phone.replace(/[\s-]/g, '')}`;
}

export function emailAddress(email: string): string {
  return email.trim();
}

type FlagStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The agreement flag is kept per address (spec section 3), so case or spaces must not make a second flag. */
export function agreeFlagKey(address: string): string {
  return STORAGE_KEYS.agreeFlagPrefix + address.trim().toLowerCase();
}

export function hasAgreeFlag(address: string, store: FlagStore = localStorage): boolean {
  if (!address.trim()) return false;
  return store.getItem(agreeFlagKey(address)) !== null;
}

export function storeAgreeFlag(address: string, store: FlagStore = localStorage): void {
  if (!address.trim()) return;
  store.setItem(agreeFlagKey(address), '1');
}
