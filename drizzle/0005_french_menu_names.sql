ALTER TABLE "menus" ADD COLUMN "tmvnam_fr" text;--> statement-breakpoint
ALTER TABLE "submenus" ADD COLUMN "section_fr" text;