/**
 * Emails are rebuilt from their two halves, each with its own permutation:
 * the local part letter by letter and digit by digit (dots, dashes, "+" and
 * case kept), the domain the same way except its last label, the top-level
 * domain. A domain of a public mail service (gmail.com...) is kept: it says
 * nothing of the person, and keeping it keeps the extract's mix; other
 * domains walk past those, so the mapping stays one-to-one. Two addresses
 * of one domain keep sharing a domain. A domain reserved for examples and
 * tests (example.com, *.test...) is kept too: the address stays a test one.
 */
import { Memo } from '../../pseudonym/feistel.js';
import { type ColumnKind, replaced } from '../../pseudonym/kind.js';
import { scramble } from '../../pseudonym/scramble.js';
import { isReservedDomain } from './test-values.js';

export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.es',
  'icloud.com',
  'me.com',
  'protonmail.com',
  'proton.me',
  'gmx.es',
  'gmx.com',
  'telefonica.net',
]);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export const EMAIL_KIND: ColumnKind = {
  action:
    'email: local part and domain rebuilt letter by letter, public and reserved (example.com) domains kept',
  create({ permutations }) {
    // Public and reserved domains are kept; other domains walk past both.
    const notPublic = (domain: string) =>
      !PUBLIC_MAIL_DOMAINS.has(domain.toLowerCase()) && !isReservedDomain(domain);
    // An extract has few domains and many addresses in each.
    const domains = new Memo<string>();
    const newDomain = (domain: string): string => {
      if (!notPublic(domain)) return domain;
      const dot = domain.lastIndexOf('.');
      const name = scramble(permutations, 'email:domain', domain.slice(0, dot), (d) =>
        notPublic(d + domain.slice(dot)),
      );
      return name + domain.slice(dot);
    };
    return {
      replace(value) {
        if (!EMAIL.test(value)) return replaced(scramble(permutations, 'email', value), false);
        const at = value.lastIndexOf('@');
        const local = scramble(permutations, 'email:local', value.slice(0, at));
        return replaced(`${local}@${domains.get(value.slice(at + 1), newDomain)}`, true);
      },
    };
  },
};
