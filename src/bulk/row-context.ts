import { type Account, drawAccount } from '../generators/entities/account.js';
import { type Address, drawAddress } from '../generators/entities/address.js';
import { type Company, drawCompany } from '../generators/entities/company.js';
import { type AgeBounds, drawPerson, type Person } from '../generators/entities/person.js';
import type { Rng } from '../random/rng.js';

/**
 * The row entity (DECISIONS 1 and 4): one person with an address, one bank
 * account and one company, each drawn lazily from its own stream of the row,
 * so a field reads the same value whatever other fields the schema holds.
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
  ) {}

  get person(): Person {
    this.personValue ??= drawPerson(this.rng.split('person'), this.refDate, this.ages);
    return this.personValue;
  }

  get address(): Address {
    this.addressValue ??= drawAddress(this.rng.split('address'));
    return this.addressValue;
  }

  get account(): Account {
    this.accountValue ??= drawAccount(this.rng.split('account'), this.accountNumber);
    return this.accountValue;
  }

  get company(): Company {
    this.companyValue ??= drawCompany(this.rng.split('company'));
    return this.companyValue;
  }
}
