import { describe, expect, it } from 'vitest';
import { doorProblems } from './customer-details.tsx';

describe("the door's checks", () => {
  const fine = { name: 'Kari', phone: '', seats: '2', comment: '' };

  it('find nothing in what the server takes', () => {
    expect(doorProblems(fine)).toEqual({});
    expect(doorProblems({ ...fine, phone: '+47 912 34 567', comment: 'Vindu' })).toEqual({});
  });

  it("say the contract's limits before anything is queued, with the fields' labels", () => {
    expect(doorProblems({ ...fine, name: 'x'.repeat(201) })).toEqual({
      name: 'Customer name must be at most 200 characters.',
    });
    expect(doorProblems({ ...fine, comment: 'x'.repeat(2001) })).toEqual({
      comment: 'Comment must be at most 2,000 characters.',
    });
    expect(doorProblems({ ...fine, seats: '501' })).toEqual({ seats: 'Seats must be 500 or less.' });
    expect(doorProblems({ ...fine, phone: '912 34 567 ext. 4' })).toEqual({
      phone: 'Phone must be a phone number, e.g. 912 34 567 or +47 912 34 567.',
    });
  });

  it("keep the spec's texts for a missing name and bad seats", () => {
    expect(doorProblems({ ...fine, name: '  ', seats: 'abc' })).toEqual({
      name: 'Customer name is required',
      seats: 'Invalid number',
    });
  });
});
