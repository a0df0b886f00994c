import { VITAE_PARTS, type VitaeInfo, type VitaePart } from '@acsc/shared';

/** The CV's completeness: each part of VITAE_PARTS counts the same; what is missing, in that order. */
export function completeness(info: VitaeInfo, hasPhoto: boolean, experienceCount: number) {
  const done: Record<VitaePart, boolean> = {
    name: !!info.nameKm && !!info.nameLatin,
    photo: hasPhoto,
    personal: !!info.gender && !!info.birthDate && !!info.nationality,
    contact: !!info.phone || !!info.email,
    wish: !!info.wish.type && !!info.wish.city,
    education: info.education.length > 0,
    experience: experienceCount > 0,
    languages: info.languages.length > 0,
    skills: info.skills.length > 0,
    summary: !!info.summary,
  };
  const missing = VITAE_PARTS.filter((p) => !done[p]);
  return { percent: Math.round(((VITAE_PARTS.length - missing.length) * 100) / VITAE_PARTS.length), missing };
}
