import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'premium' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'bg-teal text-white hover:bg-teal-strong',
  premium: 'bg-grape text-white hover:bg-grape-strong',
  outline: 'border-2 border-brand bg-paper text-brand-strong hover:bg-brand-soft',
  ghost: 'text-ink hover:bg-brand-soft',
  destructive: 'bg-danger text-white hover:bg-red-800',
};

// Every size keeps at least a 44px touch target (h-11 = 2.75rem).
const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-4 py-2 text-sm',
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-14 px-7 py-3 text-lg',
  icon: 'size-11 p-0',
};

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap no-underline',
    'motion-safe:transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, usually) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={buttonClassName(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClassName(variant, size, className)} {...props} />;
}
