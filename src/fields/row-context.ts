import type { AgeBounds, Person } from '../generators/entities/person.js';
import type { Account, Address, Company } from '../generators/entities/types.js';
import { streamLabel } from '../random/label-tables.js';
import type { Rng } from '../random/rng.js';
import type { RowEntities } from './row-entities.js';

/** The entity streams' labels, resolved once: the same streams as the strings, without a lookup per row. */
const PERSON = streamLabel('person');
const ADDRESS = streamLabel('address');
const ACCOUNT = streamLabel('account');
const COMPANY = streamLabel('company');

/**
 * The row entity (docs/api.md, Determinism): one person with an address, one bank
 * account and one company, each drawn lazily from its own stream of the row,
 * so a field reads the same value whatever other fields the schema holds.
 * The country's `entities` draw them.
 */
export class RowContext {
  private personValue?: Person;
  private addressValue?: Address;
  private accountValue?: Account;
  private companyValue?: Company;

  /**
   * The account number of a schema with a `unique` IBAN or CCC (set by the
   * row source before any field reads the account), so both columns agree.
   */
  accountNumber: number | undefined = undefined;

  constructor(
    readonly rng: Rng,
    readonly refDate: string,
    private readonly ages: AgeBounds,
    /** The row's index in the whole sequence (offsets included). */
    readonly index: number,
    private readonly entities: RowEntities,
  ) {}

  get person(): Person {
    this.personValue ??= this.entities.person(this.rng.split(PERSON), this.refDate, this.ages);
    return this.personValue;
  }

  get address(): Address {
    this.addressValue ??= this.entities.address(this.rng.split(ADDRESS));
    return this.addressValue;
  }

  get account(): Account {
    this.accountValue ??= this.entities.account(this.rng.split(ACCOUNT), this.accountNumber);
    return this.accountValue;
  }

  get company(): Company {
    this.companyValue ??= this.entities.company(this.rng.split(COMPANY));
    return this.companyValue;
  }
}
