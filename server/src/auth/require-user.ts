import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../http/errors';
import type { Account, ChildProfile } from '../domain/accounts';

/** The signed-in account and its active child profile, or a 401. */
export function currentUser(req: Request): { account: Account; child: ChildProfile } {
  const user = req.user;
  if (!user?.child) throw unauthorized();
  return { account: user.account, child: user.child };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  currentUser(req);
  next();
};
