#pragma redefine_extname putchar exit
