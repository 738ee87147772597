import { doublePrecision, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { USER_ROLES, USER_TYPES } from '@/contracts/vocabulary';

export const userRole = pgEnum('user_role', USER_ROLES);
export const userType = pgEnum('user_type', USER_TYPES);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  phoneNumber: text('phone_number').notNull().unique(),
  fullName: text('full_name'),
  email: text('email'),
  userType: userType('user_type').notNull().default(USER_TYPES[1]),
  role: userRole('role').notNull().default(USER_ROLES[0]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A deactivated staff account cannot sign in, and its sessions end at once. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    line: text('line').notNull(),
    description: text('description'),
    houseNumber: text('house_number'),
    locality: text('locality'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
