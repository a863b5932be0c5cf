import { Injectable, Module } from '@nestjs/common';

/**
 * Content was published, changed or withdrawn through this process: answers it keeps about content
 * (the browse pages, My Courses) listen, and drop what they kept.
 */
@Injectable()
export class ContentChanges {
  private readonly listeners: Array<() => void> = [];

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}

/** One ContentChanges per application, shared by the modules that keep answers about content. */
@Module({ providers: [ContentChanges], exports: [ContentChanges] })
export class ContentChangesModule {}
