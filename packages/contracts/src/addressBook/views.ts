/** A person as the address book shows them: a card or a table row. */
export interface DirectoryPersonView {
  _id: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  avatar?: string;
  position?: string;
  /** Their department in the administrative structure (else the department written in the profile). */
  department?: string;
  deptId?: string;
  email: string;
  phone?: string;
  internalPhone?: string;
  city?: string;
  office?: string;
  statusText?: string;
  /** Pinned by an admin: shown first. */
  pinned: boolean;
}

/** GET /api/address_book/{client}: one page; `cursor` asks for the next, null after the last. */
export interface AddressBookPage {
  items: DirectoryPersonView[];
  cursor: string | null;
}

/** A value of a filter and how many active people hold it. */
export interface FacetValueView {
  value: string;
  count: number;
}

/** A department as the filter lists it (the administrative structure). */
export interface FacetDepartmentView {
  _id: string;
  name: string;
  parent: string | null;
}

/** GET /api/address_book/{client}/facets: the filters' choices. */
export interface AddressBookFacets {
  /** The administrative structure's departments (the address book's readers need no `structures` right). */
  departments: FacetDepartmentView[];
  cities: FacetValueView[];
  offices: FacetValueView[];
  positions: FacetValueView[];
}
